# $one chooses English's "pawn" or "pawns"; nothing here depends on it.
pawn-unit = { $shogi ->
    [yes] 步
   *[no] 兵
}
pawns = { $n }个{ $unit }{ $one ->
   *[other] {""}
}

swing-missed-mate = 错过了杀棋
swing-walked-into-mate = 走进了杀局
swing-missed-general = 错过了吃将的机会
swing-left-general = 让将被吃
swing-lost = 损失了{ $pawns }

opening-named = { $name }：{ $moves }
opening-own-start = 从自定局面开始，{ $moves }
opening-no-move = 没有着法

marks-range = { $mark } 损失{ $at }到{ $upper }个{ $unit }
marks-last = { $mark } 损失{ $at }个{ $unit }或更多
marks = 标记：{ $marks }。损失指这步棋比Palace的选择让走棋方差了多少，以{ $unit }为单位，保留一位小数。
analysis-head = Palace对第{ $game }局的分析（每个局面{ $nodes }个节点）。
analysis-covers = 分析涵盖全局{ $total }步中的前{ $plies }步。
analysis-clean = 没有一步棋损失超过0.6个兵：干净的一局。
analysis-worst = 评估下降最多的着法：
analysis-line = { $number }. { $who } { $move } —— { $swing }；Palace更倾向于{ $better }
analysis-record = 棋谱：

review-head = 第{ $game }局复盘 · { $variant } · { $red } 对 { $black }
review-result = { $result }，共{ $plies }步。
review-opening = 开局：{ $opening }。
review-clean = 没有一步棋损失超过{ $pawns }：干净的一局。
review-swings = 局势变化最大的着法（按此顺序配图）：
review-swing = { $rank }. 第{ $number }回合，{ $name }走了{ $move }，{ $swing }{ $better }
review-better = ；更好的是{ $move }
review-average-loss = 平均每步损失：{ $losses }。
review-puzzles = 从中找到{ $count }道谜题：/puzzle
review-engine = （Palace引擎，每个局面{ $nodes }个节点{ $covered }。）
review-covered = ，前{ $plies }步

refused-analyse-running = 第{ $game }局仍在进行：/analyse 只分析已结束的对局
refused-analyse-not-yet = 第{ $game }局暂时还不能分析
refused-analyse-no-moves = 第{ $game }局没有可分析的着法
