side = { $side ->
    [red] 紅方
    [black] 黑方
    [sente] 先手
   *[gote] 後手
}

variant = { $variant ->
    [minixiangqi] 迷你象棋
    [dark-minixiangqi] 迷霧迷你象棋
    [xiangqi] 象棋
   *[minishogi] 5五將棋
}

side-start = { $side ->
    [red] 紅方
    [black] 黑方
    [sente] 先手
   *[gote] 後手
}

with-side = { $name }（{ $side }）
with-side-inner = { $inner })（{ $side }）

result-win = { $reason ->
    [general-captured] { $winner }吃將獲勝
    [perpetual-check] { $winner }勝：{ $loser }長將
    [perpetual-chase] { $winner }勝：{ $loser }長捉
    [immobilized] { $winner }勝：{ $loser }無子可動
    [checkmate] { $winner }將死對方獲勝
    [stalemate] { $winner }困斃對方獲勝
    [repetition] { $winner }勝（重複局面）
    [move-rule] { $winner }勝（自然限著）
    [progress-clock] { $winner }勝（不吃子步數到限）
    [resignation] { $winner }勝（對方認輸）
    [timeout] { $winner }勝（對方超時）
   *[other] { $winner }勝
}
result-draw = { $reason ->
    [repetition] 和棋（重複局面）
    [move-rule] 和棋（自然限著）
    [progress-clock] 和棋（不吃子步數到限）
    [agreement] 和棋（雙方議和）
   *[other] 和棋
}
result-draw-ply-limit = 和棋（達到{ $plies }步上限）

duration-days = { $days }天{ $hours }小時
duration-hours = { $hours }小時{ $minutes }分鐘
duration-minutes = { $minutes }分鐘
duration-none = 0分鐘
away = { $name }休假至{ $until }（還有{ $left }）
