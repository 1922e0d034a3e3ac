# 按鈕：按鈕上的字，以及無法復原的操作之前的確認。

button-accept = 接受
button-decline = 拒絕
button-board = 棋盤
button-my-board = 我的棋盤
button-resign = 認輸
button-accept-draw = 同意和棋
button-accept-takeback = 同意悔棋
button-join-event = 報名
button-leave-event = 退出
button-yes = { $verb ->
    [resign] 確定認輸
   *[other] 確定：/{ $verb }
}
button-question = { $game ->
    [none] {""}
   *[other] 第{ $game }局：
}{ $verb ->
    [resign] 確定認輸嗎？
   *[other] 確定執行 /{ $verb } 嗎？
}此操作無法復原。
