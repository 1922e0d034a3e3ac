xiangqi-piece = { $role ->
    [general] 将
    [advisor] 士
    [elephant] 象
    [horse] 马
    [chariot] 车
    [cannon] 炮
   *[soldier] 兵
}
xiangqi-pieces = { $role ->
    [general] 将
    [advisor] 士
    [elephant] 象
    [horse] 马
    [chariot] 车
    [cannon] 炮
   *[soldier] 兵
}
shogi-piece = { $role ->
    [pawn] 步兵
    [silver] 银将
    [gold] 金将
    [bishop] 角行
    [rook] 飞车
    [king] 玉将
    [promoted-pawn] と金
    [promoted-silver] 成银
    [horse] 龙马
   *[dragon] 龙王
}

move-not-a-move = “{ $text }”不是着法：请用{ $family ->
    [xiangqi] 中文记法（如 炮二平五）、WXF（如 C2=5、H2+3）或坐标（如 h2e2）
    [shogi] 西式记法（如 G-4d、P*3c）、USI（如 2e3d）或坐标（如 d1c2）
   *[dark] WXF（如 C2=5、H2+3）或坐标（如 b1b5）
}
move-ambiguous = { $text }有歧义：可能是{ $could }
move-or = 或
move-no-piece = { $text }：{ $why }
move-illegal = { $text }不合规则：{ $why }
move-not-available = 这步棋不在你的可走着法中
move-not-your-turn = 还没轮到你（该{ $side }走）
move-game-over = 对局已经结束
undo-dark = 迷雾迷你象棋不能悔棋
undo-no-move = 还没有人走棋

missing-off-board = { $square }不在棋盘上
missing-empty = { $square }没有棋子
missing-none-of-yours = 你在{ $square }没有棋子
missing-opponents = { $square }上是{ $color }的{ xiangqi-piece }，现在该{ $to_move }走
missing-on-file = { $side }在第{ $file }路没有{ xiangqi-piece }
missing-any = { $side }没有{ xiangqi-piece }
missing-on-shared-file = { $side }没有哪一路有两个或更多的{ xiangqi-piece }
missing-numbered-on-file = { $side }在第{ $file }路没有第{ $number }个{ xiangqi-piece }
missing-numbered = { $side }在同一路上没有第{ $number }个{ xiangqi-piece }

illegal-empty-square = { $square }是空的
illegal-not-your-piece = { $square }的棋子不是你的
illegal-off-board = 目标位置在棋盘外
illegal-own-piece = { $square }上是你自己的{ xiangqi-piece }
illegal-shape = { xiangqi-piece }不能这样走
illegal-path-blocked = 路线在{ $square }被挡住
illegal-no-screen = 炮必须隔一个子才能吃子
illegal-too-many-screens = 炮吃子必须恰好隔一个子，而不是{ $count }个
illegal-horse-leg = 马腿在{ $square }被蹩住
illegal-elephant-eye = 象眼在{ $square }被塞住
illegal-river = 象不能过河
illegal-palace = { xiangqi-piece }不能离开九宫
illegal-not-crossed = 兵过河后才能横走
illegal-backward = 兵不能后退
illegal-leaves-general-attacked = 这样走会让你的将被将军
illegal-generals-face = 将帅会照面

shogi-nifu = 第{ $file }筋会有第二枚未升变的步兵（二步）
shogi-dead-drop = 步兵不能打在最后一行（它将永远无法移动）
shogi-pawn-drop-mate = 不能打步将死（打步诘）
shogi-leaves-king-in-check = 这样走会让你的王被将军
shogi-must-promote = 步兵到达最后一行必须升变
shogi-not-in-hand = 手中没有{ shogi-piece }
shogi-own-piece = { $square }已有你自己的棋子
shogi-cannot-move = { $from }的{ shogi-piece }不能走到{ $to }
shogi-drop-occupied = { $square }已有棋子；只能打在空格上
shogi-cannot-promote = { shogi-piece }不能升变
shogi-outside-promotion-zone = 只有从最后一行出发或到达最后一行的着法才能升变
shogi-missing-empty = { $square }（{ $coord }）没有棋子
shogi-missing-not-on = { $square }没有{ $side }的{ shogi-piece }
shogi-missing-not-on-board = { $side }盘上没有{ shogi-piece }
shogi-missing-drop-hint = （可用 { $drop } 从手中打入）

dark-report-head = 第{ $ply }步，{ $turn }，进度 { $progress }
dark-your-move = 轮到你走
dark-to-move = 轮到{ $side }走
dark-captured = 你在{ $square }的{ xiangqi-piece }被吃掉了
dark-your-moves = 你的可走着法：{ $moves }
