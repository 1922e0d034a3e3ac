xiangqi-piece = { $role ->
    [general] 將
    [advisor] 士
    [elephant] 象
    [horse] 馬
    [chariot] 車
    [cannon] 炮
   *[soldier] 兵
}
xiangqi-pieces = { $role ->
    [general] 將
    [advisor] 士
    [elephant] 象
    [horse] 馬
    [chariot] 車
    [cannon] 炮
   *[soldier] 兵
}
shogi-piece = { $role ->
    [pawn] 步兵
    [silver] 銀將
    [gold] 金將
    [bishop] 角行
    [rook] 飛車
    [king] 玉將
    [promoted-pawn] と金
    [promoted-silver] 成銀
    [horse] 龍馬
   *[dragon] 龍王
}

move-not-a-move = “{ $text }”不是著法：請用{ $family ->
    [xiangqi] 中文記法（如 炮二平五）、WXF（如 C2=5、H2+3）或座標（如 h2e2）
    [shogi] 西式記法（如 G-4d、P*3c）、USI（如 2e3d）或座標（如 d1c2）
   *[dark] WXF（如 C2=5、H2+3）或座標（如 b1b5）
}
move-ambiguous = { $text }有歧義：可能是{ $could }
move-or = 或
move-no-piece = { $text }：{ $why }
move-illegal = { $text }不合規則：{ $why }
move-not-available = 這步棋不在你的可走著法中
move-not-your-turn = 還沒輪到你（該{ $side }走）
move-game-over = 對局已經結束
undo-dark = 迷霧迷你象棋不能悔棋
undo-no-move = 還沒有人走棋

missing-off-board = { $square }不在棋盤上
missing-empty = { $square }沒有棋子
missing-none-of-yours = 你在{ $square }沒有棋子
missing-opponents = { $square }上是{ $color }的{ xiangqi-piece }，現在該{ $to_move }走
missing-on-file = { $side }在第{ $file }路沒有{ xiangqi-piece }
missing-any = { $side }沒有{ xiangqi-piece }
missing-on-shared-file = { $side }沒有哪一路有兩個或更多的{ xiangqi-piece }
missing-numbered-on-file = { $side }在第{ $file }路沒有第{ $number }個{ xiangqi-piece }
missing-numbered = { $side }在同一路上沒有第{ $number }個{ xiangqi-piece }

illegal-empty-square = { $square }是空的
illegal-not-your-piece = { $square }的棋子不是你的
illegal-off-board = 目標位置在棋盤外
illegal-own-piece = { $square }上是你自己的{ xiangqi-piece }
illegal-shape = { xiangqi-piece }不能這樣走
illegal-path-blocked = 路線在{ $square }被擋住
illegal-no-screen = 炮必須隔一個子才能吃子
illegal-too-many-screens = 炮吃子必須恰好隔一個子，而不是{ $count }個
illegal-horse-leg = 馬腿在{ $square }被蹩住
illegal-elephant-eye = 象眼在{ $square }被塞住
illegal-river = 象不能過河
illegal-palace = { xiangqi-piece }不能離開九宮
illegal-not-crossed = 兵過河後才能橫走
illegal-backward = 兵不能後退
illegal-leaves-general-attacked = 這樣走會讓你的將被將軍
illegal-generals-face = 將帥會照面

shogi-nifu = 第{ $file }筋會有第二枚未升變的步兵（二步）
shogi-dead-drop = 步兵不能打在最後一行（它將永遠無法移動）
shogi-pawn-drop-mate = 不能打步將死（打步詰）
shogi-leaves-king-in-check = 這樣走會讓你的王被將軍
shogi-must-promote = 步兵到達最後一行必須升變
shogi-not-in-hand = 手中沒有{ shogi-piece }
shogi-own-piece = { $square }已有你自己的棋子
shogi-cannot-move = { $from }的{ shogi-piece }不能走到{ $to }
shogi-drop-occupied = { $square }已有棋子；只能打在空格上
shogi-cannot-promote = { shogi-piece }不能升變
shogi-outside-promotion-zone = 只有從最後一行出發或到達最後一行的著法才能升變
shogi-missing-empty = { $square }（{ $coord }）沒有棋子
shogi-missing-not-on = { $square }沒有{ $side }的{ shogi-piece }
shogi-missing-not-on-board = { $side }盤上沒有{ shogi-piece }
shogi-missing-drop-hint = （可用 { $drop } 從手中打入）

dark-report-head = 第{ $ply }步，{ $turn }，進度 { $progress }
dark-your-move = 輪到你走
dark-to-move = 輪到{ $side }走
dark-captured = 你在{ $square }的{ xiangqi-piece }被吃掉了
dark-your-moves = 你的可走著法：{ $moves }
