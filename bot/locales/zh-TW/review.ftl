# $one chooses English's "pawn" or "pawns"; nothing here depends on it.
pawn-unit = { $shogi ->
    [yes] 步
   *[no] 兵
}
pawns = { $n }個{ $unit }{ $one ->
   *[other] {""}
}

swing-missed-mate = 錯過了殺棋
swing-walked-into-mate = 走進了殺局
swing-missed-general = 錯過了吃將的機會
swing-left-general = 讓將被吃
swing-lost = 損失了{ $pawns }

opening-named = { $name }：{ $moves }
opening-own-start = 從自訂局面開始，{ $moves }
opening-no-move = 沒有著法

marks-range = { $mark } 損失{ $at }到{ $upper }個{ $unit }
marks-last = { $mark } 損失{ $at }個{ $unit }或更多
marks = 標記：{ $marks }。損失指這步棋比Palace的選擇讓走棋方差了多少，以{ $unit }為單位，保留一位小數。
analysis-head = Palace對第{ $game }局的分析（每個局面{ $nodes }個節點）。
analysis-covers = 分析涵蓋全域性{ $total }步中的前{ $plies }步。
analysis-clean = 沒有一步棋損失超過0.6個兵：乾淨的一局。
analysis-worst = 評估下降最多的著法：
analysis-line = { $number }. { $who } { $move } —— { $swing }；Palace更傾向於{ $better }
analysis-record = 棋譜：

review-head = 第{ $game }局覆盤 · { $variant } · { $red } 對 { $black }
review-result = { $result }，共{ $plies }步。
review-opening = 開局：{ $opening }。
review-clean = 沒有一步棋損失超過{ $pawns }：乾淨的一局。
review-swings = 局勢變化最大的著法（按此順序配圖）：
review-swing = { $rank }. 第{ $number }回合，{ $name }走了{ $move }，{ $swing }{ $better }
review-better = ；更好的是{ $move }
review-average-loss = 平均每步損失：{ $losses }。
review-puzzles = 從中找到{ $count }道謎題：/puzzle
review-engine = （Palace引擎，每個局面{ $nodes }個節點{ $covered }。）
review-covered = ，前{ $plies }步

refused-analyse-running = 第{ $game }局仍在進行：/analyse 只分析已結束的對局
refused-analyse-not-yet = 第{ $game }局暫時還不能分析
refused-analyse-no-moves = 第{ $game }局沒有可分析的著法
