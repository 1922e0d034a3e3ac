side = { $side ->
    [red] bên Đỏ
    [black] bên Đen
    [sente] tiên thủ
   *[gote] hậu thủ
}
