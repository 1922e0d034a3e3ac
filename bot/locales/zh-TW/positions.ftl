fen-wrong-variant = { $family }類用於{ $plays }，不是{ $given }
fen-and = 和
fen-empty = FEN是空的
fen-rank-count = 棋盤有{ $found }行，應為{ $expected }行
fen-rank-length = 第{ $rank }行有{ $found }列，應為{ $expected }列
fen-long-run = 第{ $rank }行連續空了{ $run }列，超過了棋盤的{ $width }列
fen-unknown-piece = 未知棋子“{ $text }”
fen-bad-turn = 走棋方必須是“w”或“b”，而不是“{ $text }”
fen-bad-counter = 步數“{ $text }”不是數字

position-off-board = { $square }不在棋盤上
position-occupied = { $square }上有兩枚棋子
position-missing-general = { $side }沒有將
position-two-generals = { $side }有不止一個將
position-general-outside = { $side }在{ $square }的將不在九宮內
position-advisor-outside = { $side }在{ $square }計程車不在九宮內
position-elephant-across = { $side }在{ $square }的象過了河
position-not-in-variant = { $variant }沒有{ xiangqi-piece }
position-too-many = { $side }有{ $count }枚棋子（最多16枚）
position-opponent-in-check = 輪到{ $side }走，而它可以吃掉{ $other }的將

shogi-fen-rank-count = 棋盤有{ $found }行，應為用“/”分隔的5行
shogi-fen-rank-width = 從上數第{ $rank }行描述了{ $width }列，應為5列
shogi-fen-long-run = 從上數第{ $rank }行連續空了{ $run }列，超過了棋盤的5列
shogi-fen-bad-piece = 從上數第{ $rank }行有未知棋子“{ $text }”
shogi-fen-bad-promotion = 從上數第{ $rank }行的“+”後面必須是 p、s、b 或 r
shogi-fen-bad-hand = 手中棋子“{ $text }”有誤（應為 p、s、g、b、r 的字母，或“-”）
shogi-fen-bad-brackets = 手中棋子必須是緊跟在棋盤後的一個“[...]”
shogi-fen-bad-turn = 走棋方“{ $text }”不是“w”或“b”
shogi-fen-bad-number = { $field }“{ $text }”不是數字
shogi-fen-extra = 末尾有多餘的欄位“{ $text }”
shogi-position-occupied = { $square }（{ $coord }）上有兩枚棋子
shogi-position-no-king = { $side }沒有王
shogi-position-extra-king = { $side }有不止一個王
shogi-position-too-many = { $role ->
    [pawn] 步兵
    [silver] 銀將
    [gold] 金將
    [bishop] 角行
   *[rook] 飛車
}總數超過兩枚（盤上和手中）
shogi-position-dead-pawn = { $square }（{ $coord }）的步兵在最後一行
shogi-position-nifu = { $side }在第{ $file }筋有兩枚未升變的步兵（二步）
shogi-position-in-check = 不該走棋的一方正被將軍

record-bad-start = 開局局面有誤：{ $why }
record-not-coordinates = 第{ $ply }步（{ $text }）無法重放：不是座標著法
record-illegal = 第{ $ply }步（{ $text }）無法重放：在該局面下不合規則
record-after-end = 第{ $ply }步在對局結束之後
record-decided-by-rules = 結局有誤：{ $reason }由規則判定，不應記錄
record-already-ended = 結局有誤：規則已經結束了對局（{ $result }）
record-no-progress-limit = 設定有誤：{ $variant }沒有可設定的進度上限

damage-stored = 儲存無法讀取它：{ $why }
damage-unknown-variant = 未知棋種“{ $text }”
damage-unknown-ending = 無法讀取的結局“{ $text }”
damage-finished-without-result = 它被存為已結束，但沒有結果
damage-hidden = 它的著法無法重放；原因可能暴露隱藏的著法，所以只有運營者的日誌裡有
