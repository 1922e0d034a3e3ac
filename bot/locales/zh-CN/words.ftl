side = { $side ->
    [red] 红方
    [black] 黑方
    [sente] 先手
   *[gote] 后手
}
