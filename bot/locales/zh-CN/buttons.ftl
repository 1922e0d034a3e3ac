# 按钮：按钮上的字，以及无法撤销的操作之前的确认。

button-accept = 接受
button-decline = 拒绝
button-board = 棋盘
button-my-board = 我的棋盘
button-resign = 认输
button-accept-draw = 同意和棋
button-accept-takeback = 同意悔棋
button-join-event = 报名
button-leave-event = 退出
button-yes = { $verb ->
    [resign] 确定认输
   *[other] 确定：/{ $verb }
}
button-question = { $game ->
    [none] {""}
   *[other] 第{ $game }局：
}{ $verb ->
    [resign] 确定认输吗？
   *[other] 确定执行 /{ $verb } 吗？
}此操作无法撤销。
