xiangqi-piece = { $role ->
    [general] Tướng
    [advisor] Sĩ
    [elephant] Tượng
    [horse] Mã
    [chariot] Xe
    [cannon] Pháo
   *[soldier] Tốt
}
xiangqi-pieces = { $role ->
    [general] Tướng
    [advisor] Sĩ
    [elephant] Tượng
    [horse] Mã
    [chariot] Xe
    [cannon] Pháo
   *[soldier] Tốt
}
shogi-piece = { $role ->
    [pawn] Tốt
    [silver] Bạc
    [gold] Vàng
    [bishop] Tượng
    [rook] Xe
    [king] Vua
    [promoted-pawn] Tốt phong
    [promoted-silver] Bạc phong
    [horse] Long mã
   *[dragon] Long vương
}

move-not-a-move = '{ $text }' không phải là nước đi: hãy viết { $family ->
    [xiangqi] kiểu WXF như C2=5 hoặc H2+3, tọa độ như h2e2, hoặc kiểu Trung Quốc như 炮二平五
    [shogi] kiểu phương Tây như G-4d hoặc P*3c, USI như 2e3d, hoặc tọa độ như d1c2
   *[dark] kiểu WXF như C2=5 hoặc H2+3, hoặc tọa độ như b1b5
}
move-ambiguous = { $text } chưa rõ ràng: có thể là { $could }
move-or = {" "}hoặc{" "}
move-no-piece = { $text }: { $why }
move-illegal = { $text } không hợp lệ: { $why }
move-not-available = nước đó không có trong danh sách nước đi của bạn
move-not-your-turn = chưa đến lượt bạn (đến lượt { $side } đi)
move-game-over = ván cờ đã kết thúc
undo-dark = Cờ tướng mini ẩn không cho đi lại
undo-no-move = chưa có nước nào được đi

missing-off-board = { $square } không nằm trên bàn cờ
missing-empty = không có quân nào ở { $square }
missing-none-of-yours = bạn không có quân nào ở { $square }
missing-opponents = ở { $square } là { xiangqi-piece } của { $color }, và đang đến lượt { $to_move } đi
missing-on-file = { $side } không có { xiangqi-piece } ở cột { $file }
missing-any = { $side } không có { xiangqi-piece }
missing-on-shared-file = { $side } không có cột nào có từ hai { xiangqi-piece } trở lên
missing-numbered-on-file = { $side } không có { xiangqi-piece } thứ { $number } ở cột { $file }
missing-numbered = { $side } không có { xiangqi-piece } thứ { $number } trên một cột có nhiều quân cùng loại

illegal-empty-square = ô { $square } trống
illegal-not-your-piece = quân ở { $square } không phải của bạn
illegal-off-board = điểm đến nằm ngoài bàn cờ
illegal-own-piece = { xiangqi-piece } của chính bạn đang ở { $square }
illegal-shape = { xiangqi-piece } không đi như vậy
illegal-path-blocked = đường đi bị chặn ở { $square }
illegal-no-screen = Pháo chỉ ăn quân khi nhảy qua đúng một quân
illegal-too-many-screens = Pháo ăn quân bằng cách nhảy qua đúng một quân, không phải { $count }
illegal-horse-leg = chân Mã bị cản ở { $square }
illegal-elephant-eye = mắt Tượng bị cản ở { $square }
illegal-river = Tượng không được qua sông
illegal-palace = { xiangqi-piece } không được ra khỏi cung
illegal-not-crossed = Tốt chỉ đi ngang sau khi qua sông
illegal-backward = Tốt không bao giờ đi lùi
illegal-leaves-general-attacked = nước này để Tướng của bạn bị chiếu
illegal-generals-face = hai Tướng sẽ đối mặt nhau

shogi-nifu = tốt chưa phong thứ hai trên cột { $file } (nifu)
shogi-dead-drop = không được thả tốt vào hàng cuối (nó sẽ không bao giờ đi được)
shogi-pawn-drop-mate = không được thả tốt để chiếu hết (uchifuzume)
shogi-leaves-king-in-check = nước này để Vua của bạn bị chiếu
shogi-must-promote = tốt đến hàng cuối phải phong cấp
shogi-not-in-hand = không có { shogi-piece } trong tay
shogi-own-piece = ô { $square } đã có quân của bạn
shogi-cannot-move = { shogi-piece } ở { $from } không thể đi đến { $to }
shogi-drop-occupied = ô { $square } đã có quân; chỉ được thả vào ô trống
shogi-cannot-promote = { shogi-piece } không thể phong cấp
shogi-outside-promotion-zone = chỉ được phong cấp khi nước đi bắt đầu hoặc kết thúc ở hàng xa nhất
shogi-missing-empty = ô { $square } ({ $coord }) trống
shogi-missing-not-on = không có { shogi-piece } của { $side } ở { $square }
shogi-missing-not-on-board = { $side } không có { shogi-piece } trên bàn cờ
shogi-missing-drop-hint = {" "}(thả từ trong tay bằng { $drop })

dark-report-head = nửa nước { $ply }, { $turn }, tiến độ { $progress }
dark-your-move = đến lượt bạn
dark-to-move = đến lượt { $side }
dark-captured = { xiangqi-piece } của bạn ở { $square } đã bị ăn
dark-your-moves = các nước đi của bạn: { $moves }
