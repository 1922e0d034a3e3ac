caption-players = { $red } 对 { $black }
caption-game-over = { $players } · { $result }
caption-to-move = { $players } · 第{ $number }回合 · 轮到{ $side }走{ $check ->
    [yes] ，被将军
   *[no] {""}
}
caption-fog = { $variant } · { $viewer }的视角 · 第{ $ply }步 · 轮到{ $side }走
caption-challenge-start = 挑战{ $id } · { $variant } · 开局局面
caption-puzzle = 谜题 · 第{ $game }局 · 第{ $number }回合 · { $side }走，必胜
caption-swing = 第{ $game }局 · 第{ $number }回合 · { $name }走了{ $move }：{ $swing }{ $better }
caption-better = {" "}· 更好的是{ $move }
caption-view = { $variant } · { $side }的视角
caption-position = { $variant } · 轮到{ $side }走

replay-heading = { $red } 对 { $black } · { $variant }
replay-heading-seen = {" "}· { $side }所见
replay-heading-plies = { $variant } · { $plies }步
frame-start = 开局
frame-ply = 第{ $ply }步

labels-colon = ：
labels-heading = { $variant }，{ $side }在下方{ $letters ->
    [yes] （WXF字母，大写为红方）
   *[no] {""}
}
labels-hand = { $side }手中
labels-last-move = 上一步
labels-your-last-move = 你的上一步
labels-drop-on = 打入
labels-taken-on = 你的棋子被吃于
labels-check = 将军
labels-fog = 迷雾
labels-unknown = 未知棋子
