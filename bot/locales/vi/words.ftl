side = { $side ->
    [red] bên Đỏ
    [black] bên Đen
    [sente] tiên thủ
   *[gote] hậu thủ
}

variant = { $variant ->
    [minixiangqi] Cờ tướng mini
    [dark-minixiangqi] Cờ tướng mini ẩn
    [xiangqi] Cờ tướng
   *[minishogi] Shogi mini
}
