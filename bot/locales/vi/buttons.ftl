# Nút bấm: chữ trên nút, và câu hỏi trước một bước không thể hoàn tác.

button-accept = Chấp nhận
button-decline = Từ chối
button-board = Bàn cờ
button-my-board = Bàn cờ của tôi
button-resign = Xin thua
button-accept-draw = Đồng ý hòa
button-accept-takeback = Đồng ý cho đi lại
button-join-event = Đăng ký
button-leave-event = Rời giải
button-yes = { $verb ->
    [resign] Có, xin thua
   *[other] Có, /{ $verb }
}
button-question = { $verb ->
    [resign] Xin thua
   *[other] /{ $verb }
}{ $game ->
    [none] {""}
   *[other] {" "}ván { $game }
}? Không thể hoàn tác bước này.
