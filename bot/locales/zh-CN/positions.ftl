fen-wrong-variant = { $family }类用于{ $plays }，不是{ $given }
fen-and = 和
fen-empty = FEN是空的
fen-rank-count = 棋盘有{ $found }行，应为{ $expected }行
fen-rank-length = 第{ $rank }行有{ $found }列，应为{ $expected }列
fen-long-run = 第{ $rank }行连续空了{ $run }列，超过了棋盘的{ $width }列
fen-unknown-piece = 未知棋子“{ $text }”
fen-bad-turn = 走棋方必须是“w”或“b”，而不是“{ $text }”
fen-bad-counter = 步数“{ $text }”不是数字

position-off-board = { $square }不在棋盘上
position-occupied = { $square }上有两枚棋子
position-missing-general = { $side }没有将
position-two-generals = { $side }有不止一个将
position-general-outside = { $side }在{ $square }的将不在九宫内
position-advisor-outside = { $side }在{ $square }的士不在九宫内
position-elephant-across = { $side }在{ $square }的象过了河
position-not-in-variant = { $variant }没有{ xiangqi-piece }
position-too-many = { $side }有{ $count }枚棋子（最多16枚）
position-opponent-in-check = 轮到{ $side }走，而它可以吃掉{ $other }的将

shogi-fen-rank-count = 棋盘有{ $found }行，应为用“/”分隔的5行
shogi-fen-rank-width = 从上数第{ $rank }行描述了{ $width }列，应为5列
shogi-fen-long-run = 从上数第{ $rank }行连续空了{ $run }列，超过了棋盘的5列
shogi-fen-bad-piece = 从上数第{ $rank }行有未知棋子“{ $text }”
shogi-fen-bad-promotion = 从上数第{ $rank }行的“+”后面必须是 p、s、b 或 r
shogi-fen-bad-hand = 手中棋子“{ $text }”有误（应为 p、s、g、b、r 的字母，或“-”）
shogi-fen-bad-brackets = 手中棋子必须是紧跟在棋盘后的一个“[...]”
shogi-fen-bad-turn = 走棋方“{ $text }”不是“w”或“b”
shogi-fen-bad-number = { $field }“{ $text }”不是数字
shogi-fen-extra = 末尾有多余的字段“{ $text }”
shogi-position-occupied = { $square }（{ $coord }）上有两枚棋子
shogi-position-no-king = { $side }没有王
shogi-position-extra-king = { $side }有不止一个王
shogi-position-too-many = { $role ->
    [pawn] 步兵
    [silver] 银将
    [gold] 金将
    [bishop] 角行
   *[rook] 飞车
}总数超过两枚（盘上和手中）
shogi-position-dead-pawn = { $square }（{ $coord }）的步兵在最后一行
shogi-position-nifu = { $side }在第{ $file }筋有两枚未升变的步兵（二步）
shogi-position-in-check = 不该走棋的一方正被将军

record-bad-start = 开局局面有误：{ $why }
record-not-coordinates = 第{ $ply }步（{ $text }）无法重放：不是坐标着法
record-illegal = 第{ $ply }步（{ $text }）无法重放：在该局面下不合规则
record-after-end = 第{ $ply }步在对局结束之后
record-decided-by-rules = 结局有误：{ $reason }由规则判定，不应记录
record-already-ended = 结局有误：规则已经结束了对局（{ $result }）
record-no-progress-limit = 设置有误：{ $variant }没有可设置的进度上限

damage-stored = 存储无法读取它：{ $why }
damage-unknown-variant = 未知棋种“{ $text }”
damage-unknown-ending = 无法读取的结局“{ $text }”
damage-finished-without-result = 它被存为已结束，但没有结果
damage-hidden = 它的着法无法重放；原因可能暴露隐藏的着法，所以只有运营者的日志里有
