caption-players = { $red } 對 { $black }
caption-game-over = { $players } · { $result }
caption-to-move = { $players } · 第{ $number }回合 · 輪到{ $side }走{ $check ->
    [yes] ，被將軍
   *[no] {""}
}
caption-fog = { $variant } · { $viewer }的視角 · 第{ $ply }步 · 輪到{ $side }走
caption-challenge-start = 挑戰{ $id } · { $variant } · 開局局面
caption-puzzle = 謎題 · 第{ $game }局 · 第{ $number }回合 · { $side }走，必勝
caption-swing = 第{ $game }局 · 第{ $number }回合 · { $name }走了{ $move }：{ $swing }{ $better }
caption-better = {" "}· 更好的是{ $move }
caption-view = { $variant } · { $side }的視角
caption-position = { $variant } · 輪到{ $side }走

replay-heading = { $red } 對 { $black } · { $variant }
replay-heading-seen = {" "}· { $side }所見
replay-heading-plies = { $variant } · { $plies }步
frame-start = 開局
frame-ply = 第{ $ply }步

labels-colon = ：
labels-heading = { $variant }，{ $side }在下方{ $letters ->
    [yes] （WXF字母，大寫為紅方）
   *[no] {""}
}
labels-hand = { $side }手中
labels-last-move = 上一步
labels-your-last-move = 你的上一步
labels-drop-on = 打入
labels-taken-on = 你的棋子被吃於
labels-check = 將軍
labels-fog = 迷霧
labels-unknown = 未知棋子
