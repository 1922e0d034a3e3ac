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
