xiangqi-piece = { $role ->
    [general] 将
    [advisor] 士
    [elephant] 象
    [horse] 馬
    [chariot] 車
    [cannon] 炮
   *[soldier] 兵
}
xiangqi-pieces = { $role ->
    [general] 将
    [advisor] 士
    [elephant] 象
    [horse] 馬
    [chariot] 車
    [cannon] 炮
   *[soldier] 兵
}
shogi-piece = { $role ->
    [pawn] 歩
    [silver] 銀
    [gold] 金
    [bishop] 角
    [rook] 飛車
    [king] 玉
    [promoted-pawn] と金
    [promoted-silver] 成銀
    [horse] 馬
   *[dragon] 龍
}

move-not-a-move = 「{ $text }」は指し手ではありません：{ $family ->
    [xiangqi] WXF（C2=5、H2+3など）、座標（h2e2など）、または中国式（炮二平五など）
    [shogi] 日本式（☗２四歩など）、西洋式（G-4d、P*3cなど）、USI（2e3dなど）、または座標（d1c2など）
   *[dark] WXF（C2=5、H2+3など）、または座標（b1b5など）
}で書いてください
move-ambiguous = { $text }はあいまいです：{ $could }のどれかです
move-or = 、
move-no-piece = { $text }：{ $why }
move-illegal = { $text }は反則です：{ $why }
move-not-available = その手はあなたの指せる手の一覧にありません
move-not-your-turn = あなたの手番ではありません（{ $side }の手番）
move-game-over = 対局は終了しています
undo-dark = ダーク・ミニシャンチーに待ったはありません
undo-no-move = まだ一手も指されていません

missing-off-board = { $square }は盤上にありません
missing-empty = { $square }に駒はありません
missing-none-of-yours = { $square }にあなたの駒はありません
missing-opponents = { $square }にあるのは{ $color }の{ xiangqi-piece }で、{ $to_move }の手番です
missing-on-file = { $side }の{ xiangqi-piece }は{ $file }路にありません
missing-any = { $side }に{ xiangqi-piece }はありません
missing-on-shared-file = { $side }の{ xiangqi-piece }が2枚以上並ぶ路はありません
missing-numbered-on-file = { $side }の{ $file }路に{ $number }番目の{ xiangqi-piece }はありません
missing-numbered = { $side }には同じ路に並ぶ{ $number }番目の{ xiangqi-piece }はありません

illegal-empty-square = { $square }に駒はありません
illegal-not-your-piece = { $square }の駒はあなたの駒ではありません
illegal-off-board = 移動先が盤の外です
illegal-own-piece = { $square }には自分の{ xiangqi-piece }があります
illegal-shape = { xiangqi-piece }はそのようには動けません
illegal-path-blocked = { $square }で道がふさがれています
illegal-no-screen = 炮は駒を1枚飛び越えたときだけ取れます
illegal-too-many-screens = 炮はちょうど1枚を飛び越えて取ります（{ $count }枚ではなく）
illegal-horse-leg = 馬の足が{ $square }でふさがれています
illegal-elephant-eye = 象の目が{ $square }でふさがれています
illegal-river = 象は川を越えられません
illegal-palace = { xiangqi-piece }は九宮から出られません
illegal-not-crossed = 兵は川を越えてから横に動けます
illegal-backward = 兵は後ろに動けません
illegal-leaves-general-attacked = 自分の将に王手がかかったままになります
illegal-generals-face = 将と帥が向かい合ってしまいます

shogi-nifu = { $file }筋に二歩になります
shogi-dead-drop = 歩は最終段に打てません（行き所のない駒になります）
shogi-pawn-drop-mate = 打ち歩詰めは反則です
shogi-leaves-king-in-check = 自玉に王手がかかったままになります
shogi-must-promote = 最終段に進む歩は成らなければなりません
shogi-not-in-hand = 持ち駒に{ shogi-piece }はありません
shogi-own-piece = { $square }には自分の駒があります
shogi-cannot-move = { $from }の{ shogi-piece }は{ $to }へ動けません
shogi-drop-occupied = { $square }には駒があります：駒は空いたマスにしか打てません
shogi-cannot-promote = { shogi-piece }は成れません
shogi-outside-promotion-zone = 成れるのは最奥の段から動くか、最奥の段へ入る手だけです
shogi-missing-empty = { $square }（{ $coord }）に駒はありません
shogi-missing-not-on = { $square }に{ $side }の{ shogi-piece }はありません
shogi-missing-not-on-board = { $side }の{ shogi-piece }は盤上にありません
shogi-missing-drop-hint = （持ち駒から{ $drop }で打てます）

dark-report-head = { $ply }手目、{ $turn }、進行 { $progress }
dark-your-move = あなたの手番
dark-to-move = { $side }の手番
dark-captured = { $square }のあなたの{ xiangqi-piece }が取られました
dark-your-moves = あなたの指せる手：{ $moves }
