# $one chooses English's "pawn" or "pawns"; nothing here depends on it.
pawn-unit = { $shogi ->
    [yes] 歩
   *[no] 兵
}
pawns = { $unit }{ $n }枚{ $one ->
   *[other] {""}
}

swing-missed-mate = 詰みを逃しました
swing-walked-into-mate = 詰みに飛び込みました
swing-missed-general = 将を取る手を逃しました
swing-left-general = 将を取られる形にしました
swing-lost = { $pawns }分損しました

opening-named = { $name }：{ $moves }
opening-own-start = 独自の局面から、{ $moves }
opening-no-move = 指し手なし

marks-range = { $mark } { $unit }{ $at }〜{ $upper }枚分の損
marks-last = { $mark } { $unit }{ $at }枚分以上の損
marks = 記号：{ $marks }。損とは、その手がPalaceの選んだ手より指した側をどれだけ悪くしたかを、{ $unit }の枚数で小数第1位まで表したものです。
analysis-head = Palaceによる対局{ $game }の分析（1局面あたり{ $nodes }ノード）。
analysis-covers = 対局の{ $total }手のうち最初の{ $plies }手を対象にしています。
analysis-clean = 兵0.6枚分を超えて損した手はありません：きれいな対局です。
analysis-worst = 評価が最も下がった手：
analysis-line = { $number }. { $who } { $move } — { $swing }。Palaceの推奨は{ $better }
analysis-record = 棋譜：

review-head = 対局{ $game }の検討 · { $variant } · { $red } 対 { $black }
review-result = { $result }、{ $plies }手で終局。
review-opening = 序盤：{ $opening }。
review-clean = { $pawns }分を超えて損した手はありません：きれいな対局です。
review-swings = 形勢が大きく動いた手（この順に図示）：
review-swing = { $rank }. 第{ $number }巡、{ $name }が{ $move }と指して{ $swing }{ $better }
review-better = 。より良い手は{ $move }
review-average-loss = 一手あたりの平均損失：{ $losses }。
review-puzzles = この対局から詰め問題が{ $count }問見つかりました：/puzzle
review-engine = （Palaceのエンジン、1局面あたり{ $nodes }ノード{ $covered }。）
review-covered = 、最初の{ $plies }手
refused-analyse-running = 対局{ $game }はまだ続いています：/analyse は終わった対局だけを分析します
refused-analyse-not-yet = 対局{ $game }はまだ分析できません
refused-analyse-no-moves = 対局{ $game }には分析する指し手がありません
