side = { $side ->
    [red] 赤
    [black] 黒
    [sente] 先手
   *[gote] 後手
}

variant = { $variant ->
    [minixiangqi] ミニシャンチー
    [dark-minixiangqi] ダーク・ミニシャンチー
    [xiangqi] シャンチー
   *[minishogi] 5五将棋
}
