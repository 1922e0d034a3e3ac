caption-players = { $red } 対 { $black }
caption-game-over = { $players } · { $result }
caption-to-move = { $players } · 第{ $number }巡 · { $side }の手番{ $check ->
    [yes] （王手）
   *[no] {""}
}
caption-fog = { $variant } · { $viewer }の視点 · { $ply }手目 · { $side }の手番
caption-challenge-start = 申し込み{ $id } · { $variant } · 開始局面
caption-puzzle = 詰め問題 · 対局{ $game } · 第{ $number }巡 · { $side }番で勝ち
caption-swing = 対局{ $game } · 第{ $number }巡 · { $name }の{ $move }：{ $swing }{ $better }
caption-better = {" "}· 良い手は{ $move }
caption-view = { $variant } · { $side }の視点
caption-position = { $variant } · { $side }の手番

replay-heading = { $red } 対 { $black } · { $variant }
replay-heading-seen = {" "}· { $side }から見た盤面
replay-heading-plies = { $variant } · { $plies }手
frame-start = 開始
frame-ply = { $ply }手目

labels-colon = ：
labels-heading = { $variant }、{ $side }が下{ $letters ->
    [yes] （WXFの英字、大文字が赤）
   *[no] {""}
}
labels-hand = { $side }の持ち駒
labels-last-move = 最終手
labels-your-last-move = あなたの最終手
labels-drop-on = 打った位置
labels-taken-on = 取られたあなたの駒
labels-check = 王手
labels-fog = 霧
labels-unknown = 不明の駒
