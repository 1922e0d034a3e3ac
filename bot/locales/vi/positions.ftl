fen-wrong-variant = { $family } dùng cho { $plays }, không phải { $given }
fen-and = {" "}và{" "}
fen-empty = FEN trống
fen-rank-count = bàn cờ có { $found } hàng, cần { $expected }
fen-rank-length = hàng { $rank } có { $found } cột, cần { $expected }
fen-long-run = hàng { $rank } có { $run } cột trống liền nhau, nhiều hơn { $width } cột của bàn cờ
fen-unknown-piece = quân không rõ '{ $text }'
fen-bad-turn = bên đi phải là 'w' hoặc 'b', không phải '{ $text }'
fen-bad-counter = số nước '{ $text }' không phải là số

position-off-board = { $square } không nằm trên bàn cờ
position-occupied = có hai quân ở { $square }
position-missing-general = { $side } không có Tướng
position-two-generals = { $side } có nhiều hơn một Tướng
position-general-outside = Tướng của { $side } ở { $square } nằm ngoài cung
position-advisor-outside = Sĩ của { $side } ở { $square } nằm ngoài cung
position-elephant-across = Tượng của { $side } ở { $square } đã qua sông
position-not-in-variant = { $variant } không có { xiangqi-piece }
position-too-many = { $side } có { $count } quân (nhiều nhất 16)
position-opponent-in-check = đến lượt { $side } đi và có thể ăn Tướng của { $other }

shogi-fen-rank-count = bàn cờ có { $found } hàng, cần 5 hàng cách nhau bằng '/'
shogi-fen-rank-width = hàng { $rank } tính từ trên mô tả { $width } cột, cần 5
shogi-fen-long-run = hàng { $rank } tính từ trên có { $run } cột trống liền nhau, nhiều hơn 5 cột của bàn cờ
shogi-fen-bad-piece = quân không rõ '{ $text }' ở hàng { $rank } tính từ trên
shogi-fen-bad-promotion = '+' ở hàng { $rank } tính từ trên phải đi trước p, s, b hoặc r
shogi-fen-bad-hand = quân trong tay '{ $text }' không đúng (cần các chữ p, s, g, b, r, hoặc '-')
shogi-fen-bad-brackets = quân trong tay phải là một '[...]' ngay sau bàn cờ
shogi-fen-bad-turn = bên đi '{ $text }' không phải 'w' hay 'b'
shogi-fen-bad-number = { $field } '{ $text }' không phải là số
shogi-fen-extra = có trường thừa '{ $text }' ở cuối
shogi-position-occupied = có hai quân ở { $square } ({ $coord })
shogi-position-no-king = { $side } không có Vua
shogi-position-extra-king = { $side } có nhiều hơn một Vua
shogi-position-too-many = tổng số { $role ->
    [pawn] Tốt
    [silver] Bạc
    [gold] Vàng
    [bishop] Tượng
   *[rook] Xe
} nhiều hơn hai (trên bàn cờ và trong tay)
shogi-position-dead-pawn = tốt ở hàng cuối tại { $square } ({ $coord })
shogi-position-nifu = { $side } có hai tốt chưa phong trên cột { $file } (nifu)
shogi-position-in-check = bên không đến lượt đi đang bị chiếu

record-bad-start = thế khởi đầu không đúng: { $why }
record-not-coordinates = nước { $ply } ({ $text }) không thể đi lại: không phải nước ghi bằng tọa độ
record-illegal = nước { $ply } ({ $text }) không thể đi lại: không hợp lệ ở thế cờ đó
record-after-end = nước { $ply } đến sau khi ván cờ đã kết thúc
record-decided-by-rules = kết thúc không đúng: { $reason } do luật quyết định, không được ghi
record-already-ended = kết thúc không đúng: luật đã kết thúc ván cờ ({ $result })
record-no-progress-limit = cài đặt không đúng: { $variant } không có giới hạn tiến độ để đặt

damage-stored = kho dữ liệu không đọc được nó: { $why }
damage-unknown-variant = loại cờ không rõ '{ $text }'
damage-unknown-ending = kết thúc không đọc được '{ $text }'
damage-finished-without-result = nó được lưu là đã kết thúc, nhưng không có kết quả nào kết thúc nó
damage-hidden = các nước của nó không thể đi lại; lý do có thể để lộ một nước bị ẩn, nên chỉ nhật ký của người vận hành ghi nó
