position-your-moves = 轮到你走：共有{ $count }种合法着法。
