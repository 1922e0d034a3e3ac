position-your-moves = 輪到你走：共有{ $count }種合法著法。
