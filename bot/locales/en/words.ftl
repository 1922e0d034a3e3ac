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
