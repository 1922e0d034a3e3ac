# ボタン：ボタンの文字と、取り消せない操作の前の確認。

button-accept = 受ける
button-decline = 断る
button-board = 盤面
button-my-board = 自分の盤面
button-resign = 投了
button-accept-draw = 引き分けに応じる
button-accept-takeback = 待ったに応じる
button-join-event = 参加
button-leave-event = 離脱
button-yes = { $verb ->
    [resign] はい、投了します
   *[other] はい、/{ $verb }
}
button-question = { $game ->
    [none] {""}
   *[other] 対局{ $game }：
}{ $verb ->
    [resign] 投了しますか？
   *[other] /{ $verb } を実行しますか？
}この操作は取り消せません。
