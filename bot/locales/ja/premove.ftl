premove-lines-head = 対局{ $game }（相手の手、次にあなたの応手）：
premove-shown = あなたの予約手：{ $lines }
premove-queued = 予約しました：{ $lines }
    あなただけに見えます{ $replaced ->
        [yes] （前の予約手と置き換えました）
       *[no] {""}
    }。相手がどれかの行の想定どおりに指すと、あなたの応手がすぐに指され、予約手として表示されます。それ以外の手が指されるとすべて取り消されます。/premove clear ですぐに取り消せます。
premove-none = 対局{ $game }に予約手はありません。
premove-none-example = 対局{ $game }に予約手はありません：自分の手を指したあと、/premove line:"{ $theirs } { $mine }" で応手を予約できます：相手が{ $theirs }と指したら、あなたは{ $mine }と指します（同じ行に組を続けられ、行の間は ; で区切ります）。
premove-dropped = 対局{ $game }の予約手を取り消しました。

premove-in-line = { $line }行目：{ $what }
premove-empty = 少なくとも1組指定してください：相手の手、次にあなたの応手
premove-too-many-lines = 行は{ $max }行までです（{ $count }行ではなく）
premove-no-answer = { $move }に応手がありません：1行は相手の手と自分の手の組です
premove-too-many-pairs = 1行に組は{ $max }組までです
premove-over-after-answer = { $move }で対局が終わります：その後には続けられません
premove-over-after-theirs = { $move }で対局が終わります：応じる手がありません
premove-their-move-why = 相手の手{ $text }は指せません：{ $why }
premove-their-move = 相手の手{ $text }はそこでは指せません
premove-answer-why = { $to }へのあなたの応手{ $text }は指せません：{ $why }
premove-answer = { $to }へのあなたの応手{ $text }はそこでは指せません
premove-two-ways = { $a }行目と{ $b }行目が{ $reply }に2通りに応じています：{ $x }と{ $y }

refused-premove-dark = 対局{ $game }はダーク対局です：予約手はありません。予約手が指されたかどうかで、見えない手がわかってしまうためです
refused-premove-palace = 対局{ $game }の相手はすぐに応じるPalaceです：予約手は人との対局のためのものです
refused-premove-line-and-clear = 予約するなら line:、取り消すなら clear: を指定してください（両方は指定できません）
refused-premove-none-to-clear = 対局{ $game }に予約手はありません
refused-premove-your-move = 対局{ $game }はあなたの手番です：/move で指してください。予約手はその後に想定される相手の手への応手です
refused-premove-mistake = 対局{ $game }に予約手は登録されませんでした：{ $why }
