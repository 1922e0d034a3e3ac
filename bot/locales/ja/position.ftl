position-your-moves = あなたの手番です：合法手は{ $count }通りです。
