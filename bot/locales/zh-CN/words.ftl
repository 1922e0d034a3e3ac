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
