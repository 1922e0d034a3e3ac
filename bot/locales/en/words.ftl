# Small words every sentence shares.

# A side: $side is red or black (the xiangqi games), sente or gote (Minishogi).
side = { $side ->
    [red] red
    [black] black
    [sente] sente
   *[gote] gote
}
