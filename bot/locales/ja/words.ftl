side = { $side ->
    [red] 赤
    [black] 黒
    [sente] 先手
   *[gote] 後手
}

variant = { $variant ->
    [minixiangqi] ミニシャンチー
    [dark-minixiangqi] ダーク・ミニシャンチー
    [xiangqi] シャンチー
   *[minishogi] 5五将棋
}

side-start = { $side ->
    [red] 赤
    [black] 黒
    [sente] 先手
   *[gote] 後手
}

with-side = { $name }（{ $side }）
with-side-inner = { $inner })（{ $side }）

result-win = { $reason ->
    [general-captured] { $winner }の勝ち（将を取った）
    [perpetual-check] { $winner }の勝ち：{ $loser }の連続王手
    [perpetual-chase] { $winner }の勝ち：{ $loser }の長捉
    [immobilized] { $winner }の勝ち：{ $loser }は指せる手がありません
    [checkmate] { $winner }の勝ち（詰み）
    [stalemate] { $winner }の勝ち（手詰まり）
    [repetition] { $winner }の勝ち（千日手）
    [move-rule] { $winner }の勝ち（手数制限）
    [progress-clock] { $winner }の勝ち（駒を取らない手数の上限）
    [resignation] { $winner }の勝ち（投了）
    [timeout] { $winner }の勝ち（時間切れ）
   *[other] { $winner }の勝ち
}
result-draw = { $reason ->
    [repetition] 引き分け（千日手）
    [move-rule] 引き分け（手数制限）
    [progress-clock] 引き分け（駒を取らない手数の上限）
    [agreement] 引き分け（合意）
   *[other] 引き分け
}
result-draw-ply-limit = 引き分け（{ $plies }手の上限）

duration-days = { $days }日{ $hours }時間
duration-hours = { $hours }時間{ $minutes }分
duration-minutes = { $minutes }分
duration-none = 0分
away = { $name }は{ $until }まで休暇中（残り{ $left }）
