side = { $side ->
    [red] 紅方
    [black] 黑方
    [sente] 先手
   *[gote] 後手
}
