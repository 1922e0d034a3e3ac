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
refused-dark-typed-in-public = ván { $game } là ván cờ ẩn: nước đi gõ ở nơi người khác đọc được sẽ lộ cho đối thủ, nên Palace không đi nước đó; hãy chọn lại nước đi và gõ nó trong tin nhắn riêng với Palace, hoặc dùng /move
refused-dark-board = ván { $game } là ván cờ ẩn: bàn cờ được giấu kín đến khi kết thúc
refused-dark-record = ván { $game } là ván cờ ẩn: biên bản chỉ được hiện khi ván đã kết thúc
refused-dark-replay = ván { $game } là ván cờ ẩn: chỉ xem lại được khi ván đã kết thúc
refused-draw-already-offered = bạn đã đề nghị hòa rồi
refused-no-draw-offered = { $name } chưa đề nghị hòa
refused-too-late-to-abort = ván { $game } không thể hủy nữa: cả hai bên đã đi (hãy xin thua hoặc đề nghị hòa)
refused-abort-event-game = ván { $game } là ván của giải đấu nên không thể hủy: kết quả được tính trong giải (hãy xin thua hoặc đề nghị hòa)
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

game-ended = {" "}{ $result }.
game-ended-uncounted = {" "}Ván cờ kết thúc trước khi cả hai bên đều đi, nên không tính điểm xếp hạng và thành tích.
game-whole = Toàn bộ ván cờ:{" "}
game-timed-out = Ván { $game }: { $name } đã không đi kịp giờ.
game-aborted = Ván { $game } đã bị { $by } hủy: không có kết quả, không tính điểm xếp hạng.
game-ratings = Điểm xếp hạng: { $a } { $a_before } → { $a_after }, { $b } { $b_before } → { $b_after }

game-dark-moved = Ván { $game }: { $side } đã đi (nửa nước { $ply }).
game-dark-to-move = {" "}Đến lượt { $side } đi.

game-draw-offered = Ván { $game }: { $by } đề nghị hòa. { $to }: /draw accept hoặc /draw decline.
game-draw-offered-palace = Ván { $game }: { $by } đề nghị hòa với { $to }.
game-draw-offered-you = { $by } đề nghị hòa trong ván { $game } ({ $place }).
game-draw-declined = Ván { $game }: { $by } từ chối hòa.
game-takeback-asked = Ván { $game }: { $by } xin đi lại nước vừa rồi. { $to }: /takeback accept hoặc /takeback decline.
game-takeback-asked-palace = Ván { $game }: { $by } xin { $to } cho đi lại nước vừa rồi.
game-takeback-asked-you = { $by } xin đi lại nước vừa rồi trong ván { $game } ({ $place }).
game-takeback-accepted = Ván { $game }: { $by } đồng ý cho đi lại: { $plies ->
    [1] nước vừa rồi của { $asker } đã được rút lại
   *[other] nước vừa rồi của { $asker } và nước đáp lại đã được rút lại
}.
game-takeback-declined = Ván { $game }: { $by } từ chối cho đi lại.
game-offer-lapsed = Ván { $game }: { $mover } đã đi thay vì trả lời { $takeback ->
    [yes] lời xin đi lại
   *[no] lời đề nghị hòa
} của bạn, nên nó đã hết hiệu lực.

game-reminded-you = Nhắc nhở: đến lượt bạn trong ván { $game } ({ $variant }) ở { $place }; còn { $left }.
game-reminder = Nhắc nhở: ván { $game }, đến lượt { $name } đi; còn { $left }.

game-line = Ván { $game } · { $variant } · { $red } vs { $black }
game-line-running = {" "}· nước { $number } · { $who }
game-line-your-move = đến lượt bạn
game-line-to-move = đến lượt { $name }
game-line-stopped = {" "}· đồng hồ tạm dừng: { $away }
game-line-then-left = {" "}· sau đó còn { $left }
game-line-left = {" "}· còn { $left }
game-line-result = {" "}· { $result }
game-line-over = {" "}· đã kết thúc
game-line-aborted = {" "}· đã hủy: không có kết quả, không tính điểm xếp hạng
game-line-unreadable = {" "}· không đọc được
game-unreadable = Ván { $game } · không đọc được

game-title = Ván { $game } · { $red } vs { $black }
game-title-aborted = {" "}· đã hủy
