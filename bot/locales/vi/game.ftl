game-played = Ván { $game }: { $by } đã đi { $move }.
game-over-head = Ván { $game } đã kết thúc:
game-head = Ván { $game }:
game-answered = {" "}{ $by } đáp lại bằng { $move } (nước đi có điều kiện).
game-to-move = {" "}Đến lượt { $who } đi.
game-thinking = {" "}{ $who } đang suy nghĩ.

refused-no-such-game = không có ván { $game }
refused-unreadable = không đọc được ván { $game } ({ $reason }); các ván khác của bạn không bị ảnh hưởng
refused-not-yours = bạn không chơi trong ván { $game }
refused-over = ván { $game } đã kết thúc
refused-not-yours-here = bạn không chơi trong ván ở đây
refused-none-in-progress = bạn không có ván nào đang chơi (bắt đầu bằng /challenge)
refused-which = ván nào? thêm game:SỐ — các ván bạn đang chơi:
refused-not-your-turn = chưa đến lượt bạn trong ván { $game }: đến lượt { $side } đi
refused-dark-board = ván { $game } là ván cờ ẩn: bàn cờ được giấu kín đến khi kết thúc
refused-dark-record = ván { $game } là ván cờ ẩn: biên bản chỉ được hiện khi ván đã kết thúc
refused-dark-replay = ván { $game } là ván cờ ẩn: chỉ xem lại được khi ván đã kết thúc
refused-draw-already-offered = bạn đã đề nghị hòa rồi
refused-no-draw-offered = { $name } chưa đề nghị hòa
refused-too-late-to-abort = ván { $game } không thể hủy nữa: cả hai bên đã đi (hãy xin thua hoặc đề nghị hòa)
refused-no-takebacks-in-dark = Cờ tướng mini ẩn không cho đi lại
refused-takeback-already-asked = bạn đã xin đi lại rồi
refused-nothing-to-take-back = bạn chưa đi nước nào: không có gì để đi lại
refused-no-takeback-asked = { $name } chưa xin đi lại
refused-offer-lapsed = { $takeback ->
    [yes] lời xin đi lại của { $by } đã hết hiệu lực khi bạn đi; /takeback request để tự xin
   *[no] lời đề nghị hòa của { $by } đã hết hiệu lực khi bạn đi; /draw offer để tự đề nghị
}
refused-no-takeback = không thể đi lại: { $why }

game-your-move = Đến lượt bạn trong ván { $game } ({ $variant }) ở { $place }.
game-your-move-last = {" "}{ $by } đã đi { $move }.
game-dark-head = Ván { $game } ·{" "}
game-you-played = bạn đã đi { $move }.{" "}
