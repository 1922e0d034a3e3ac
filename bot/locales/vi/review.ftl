# $one chooses English's "pawn" or "pawns"; nothing here depends on it.
pawn-unit = { $shogi ->
    [yes] tốt
   *[no] tốt
}
pawns = { $n } { $unit }{ $one ->
   *[other] {""}
}

swing-missed-mate = bỏ lỡ một nước chiếu hết
swing-walked-into-mate = đi vào thế bị chiếu hết
swing-missed-general = bỏ lỡ cơ hội ăn Tướng
swing-left-general = để Tướng bị ăn
swing-lost = mất { $pawns }

opening-named = { $name }: { $moves }
opening-own-start = từ một thế cờ riêng, { $moves }
opening-no-move = không có nước nào

marks-range = { $mark } mất { $at } đến { $upper } { $unit }
marks-last = { $mark } mất { $at } { $unit } trở lên
marks = Ký hiệu: { $marks }. Mức mất là nước đi làm người chơi kém hơn lựa chọn của Palace bao nhiêu, tính bằng { $unit }, lấy một chữ số thập phân.
analysis-head = Phân tích ván { $game } của Palace ({ $nodes } nút mỗi thế cờ).
analysis-covers = {" "}Phân tích { $plies } nửa nước đầu trong { $total } nửa nước của ván cờ.
analysis-clean = Không nước nào mất quá 0.6 tốt: một ván cờ sạch.
analysis-worst = Những nước mà đánh giá giảm nhiều nhất:
analysis-line = { $number }. { $who } { $move } — { $swing }; Palace chọn { $better }
analysis-record = Biên bản:{" "}

review-head = Nhận xét ván { $game } · { $variant } · { $red } vs { $black }
review-result = { $result }, sau { $plies } nửa nước.
review-opening = Khai cuộc: { $opening }.
review-clean = Không nước nào mất quá { $pawns }: một ván cờ sạch.
review-swings = Những thay đổi lớn nhất (có hình theo thứ tự này):
review-swing = { $rank }. nước { $number }, { $name } đi { $move } và { $swing }{ $better }
review-better = ; tốt hơn là { $move }
review-average-loss = Mức mất trung bình mỗi nước: { $losses }.
review-puzzles = Tìm được { $count } bài tập từ ván này: /puzzle
review-engine = (Máy của Palace, { $nodes } nút mỗi thế cờ{ $covered }.)
review-covered = , { $plies } nửa nước đầu

refused-analyse-running = ván { $game } vẫn đang chơi: /analyse chỉ xem các ván đã kết thúc
refused-analyse-not-yet = ván { $game } chưa thể phân tích
refused-analyse-no-moves = ván { $game } không có nước nào để phân tích
