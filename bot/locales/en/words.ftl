# Small words every sentence shares.

# A side: $side is red or black (the xiangqi games), sente or gote (Minishogi).
side = { $side ->
    [red] red
    [black] black
    [sente] sente
   *[gote] gote
}

# A game's name: $variant is minixiangqi, dark-minixiangqi, xiangqi or minishogi.
variant = { $variant ->
    [minixiangqi] Mini Xiangqi
    [dark-minixiangqi] Dark Mini Xiangqi
    [xiangqi] Xiangqi
   *[minishogi] Minishogi
}

# A side at the start of a sentence.
side-start = { $side ->
    [red] Red
    [black] Black
    [sente] Sente
   *[gote] Gote
}

# A player's name with their side: "alice (red)".
with-side = { $name } ({ $side })
# A name that already ends in brackets, like "Palace (level 8)", with its side: $inner is
# the name without its closing bracket ("Palace (level 8").
with-side-inner = { $inner }, { $side })

# How a game was won. $winner (at the start of a sentence) and $loser are sides; $reason
# is the rules' word for why.
result-win = { $reason ->
    [general-captured] { $winner } wins by capturing the general
    [perpetual-check] { $winner } wins: { $loser } gave perpetual check
    [perpetual-chase] { $winner } wins: { $loser } chased perpetually
    [immobilized] { $winner } wins: { $loser } cannot move
    [checkmate] { $winner } wins by checkmate
    [stalemate] { $winner } wins by stalemate
    [repetition] { $winner } wins by repetition
    [move-rule] { $winner } wins by move rule
    [progress-clock] { $winner } wins by progress clock
    [resignation] { $winner } wins by resignation
    [timeout] { $winner } wins by timeout
   *[other] { $winner } wins
}
# How a game was drawn.
result-draw = { $reason ->
    [repetition] Draw by repetition
    [move-rule] Draw by move rule
    [progress-clock] Draw by progress clock
    [agreement] Draw by agreement
   *[other] Draw
}
# A draw at the game's ply limit ($plies: 700 in Minishogi).
result-draw-ply-limit = Draw at the { $plies }-ply limit

## Times: how long is left, who is away.

duration-days = { $days } d { $hours } h
duration-hours = { $hours } h { $minutes } min
duration-minutes = { $minutes } min
duration-none = no time
# $until: a moment (2026.12.03 07:12 UTC); $left: a duration.
away = { $name } away until { $until } ({ $left } more)
