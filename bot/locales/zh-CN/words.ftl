side = { $side ->
    [red] 红方
    [black] 黑方
    [sente] 先手
   *[gote] 后手
}

variant = { $variant ->
    [minixiangqi] 迷你象棋
    [dark-minixiangqi] 迷雾迷你象棋
    [xiangqi] 象棋
   *[minishogi] 5五将棋
}

side-start = { $side ->
    [red] 红方
    [black] 黑方
    [sente] 先手
   *[gote] 后手
}

with-side = { $name }（{ $side }）
with-side-inner = { $inner })（{ $side }）

result-win = { $reason ->
    [general-captured] { $winner }吃将获胜
    [perpetual-check] { $winner }胜：{ $loser }长将
    [perpetual-chase] { $winner }胜：{ $loser }长捉
    [immobilized] { $winner }胜：{ $loser }无子可动
    [checkmate] { $winner }将死对方获胜
    [stalemate] { $winner }困毙对方获胜
    [repetition] { $winner }胜（重复局面）
    [move-rule] { $winner }胜（自然限着）
    [progress-clock] { $winner }胜（不吃子步数到限）
    [resignation] { $winner }胜（对方认输）
    [timeout] { $winner }胜（对方超时）
   *[other] { $winner }胜
}
result-draw = { $reason ->
    [repetition] 和棋（重复局面）
    [move-rule] 和棋（自然限着）
    [progress-clock] 和棋（不吃子步数到限）
    [agreement] 和棋（双方议和）
   *[other] 和棋
}
result-draw-ply-limit = 和棋（达到{ $plies }步上限）

duration-days = { $days }天{ $hours }小时
duration-hours = { $hours }小时{ $minutes }分钟
duration-minutes = { $minutes }分钟
duration-none = 0分钟
away = { $name }休假至{ $until }（还有{ $left }）
