side = { $side ->
    [red] 赤
    [black] 黒
    [sente] 先手
   *[gote] 後手
}
