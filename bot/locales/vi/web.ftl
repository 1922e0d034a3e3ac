# Trang của một ván cờ trên web.

# Tiêu đề trang: "Ván 12 · Cờ tướng".
page-title = Ván { $game } · { $variant }
# Hai người chơi, bên đỏ (đi trước) trước: tên, kèm điểm xếp hạng nếu có.
page-players = { $red } gặp { $black }
# Người chơi kèm điểm; $provisional (yes/no): điểm còn chưa chắc chắn.
page-rated-player = { $name } ({ $rating }{ $provisional ->
    [yes] ?
   *[no] {""}
})
# Điều kiện: tính điểm hay giao hữu, số ngày mỗi nước.
page-terms = { $rated ->
    [yes] Tính điểm
   *[no] Giao hữu
} · { $days } ngày mỗi nước
# Thế cờ của ván đang chơi: số nước và bên đi.
page-to-move = Nước { $number } · { $side } đi
# Thời gian còn lại của bên đi.
page-time-left = còn { $left } để đi
# Đồng hồ dừng khi một người chơi vắng mặt.
page-paused = Đồng hồ dừng đến { $until }
page-aborted = Đã hủy trước nước thứ hai
# Ván của một giải đấu.
page-event = Giải #{ $tournament }, vòng { $round }
# Ván Cờ tướng mini ẩn đang chơi: điều trang công khai không hiện.
page-dark-hidden = Mỗi người chơi Cờ tướng mini ẩn chỉ thấy màn sương của mình, nên trang này chỉ hiện bàn cờ và các nước khi ván kết thúc.
# Danh sách nước đi và thế cờ ban đầu trong đó.
page-moves = Các nước
page-start = Ban đầu
# Nút để xem từng bước.
page-first = Đầu tiên
page-previous = Trước
page-next = Sau
page-last = Cuối cùng
page-flip = Lật bàn cờ
page-keys = Phím mũi tên xem từng nước; Home và End về đầu và cuối ván.
# Tải xuống.
page-downloads = Tải xuống
page-record = Biên bản
page-fen = FEN của thế cờ này
page-gif = Xem lại (GIF)
# Bàn cờ của ván ẩn đã xong: bàn cờ thật, hoặc như một bên đã thấy.
page-seen-true = Bàn cờ thật
page-seen-by = Như { $side } đã thấy
# Trang theo dõi ván cờ trực tiếp.
page-live = Trực tiếp: các nước mới hiện ra ở đây khi được đi.
# Một địa chỉ không có ván nào.
page-not-found = Không có ván nào ở địa chỉ này.
page-not-found-help = Hãy kiểm tra đường dẫn: địa chỉ của mỗi ván là địa chỉ Palace đăng kèm ván đó trong Discord.
# Khi Palace tạm thời không đọc được các ván.
page-unavailable = Palace tạm thời không hiện được trang này.
page-unavailable-help = Hãy thử lại sau giây lát.

# Dưới biên bản (/export): địa chỉ trang của ván.
export-page = Trang của ván: { $url }
# Nút liên kết dưới các tin nhắn của ván, tới trang của ván.
button-page = Trang ván cờ

# /page: trang của ván, và liên kết riêng tới góc nhìn của người chơi ván ẩn ($new: yes khi vừa tạo mới, các liên kết cũ mất hiệu lực).
page-link = Trang của ván { $game }: { $url }
page-private-link = { $new ->
    [yes] Góc nhìn riêng của bạn, liên kết mới (các liên kết cũ không còn mở được; hãy giữ cho riêng bạn): { $url }
   *[no] Góc nhìn riêng của bạn (liên kết chỉ dành cho bạn, có hiệu lực 30 ngày; /page new làm nó mất hiệu lực): { $url }
}
refused-no-pages = Palace này không phục vụ trang web nào: người vận hành chưa bật chúng.
refused-no-private-view = /page new tạo liên kết riêng mới tới góc nhìn của bạn trong một ván Cờ tướng mini ẩn đang chơi của bạn, mà ván { $game } không phải như vậy.
# Trang riêng của người chơi ván ẩn: một nước của bên kia mà họ không thấy.
page-hidden-move = ?
# Ghi chú trên trang riêng của người chơi ván ẩn ($side: bên của họ).
page-private = Góc nhìn riêng của bạn khi cầm quân { $side }: chỉ bạn được gửi liên kết này, hãy giữ cho riêng mình. /page new trong Discord cho bạn liên kết mới và làm liên kết này mất hiệu lực.
# Một liên kết riêng không mở được gì.
page-link-invalid = Liên kết này không mở góc nhìn nào.
page-link-expired = Liên kết này đã hết hạn.
page-link-replaced = Liên kết này đã được thay bằng một liên kết mới hơn.
page-link-help = Hãy hỏi Palace liên kết hiện tại của bạn bằng /page trong Discord.
# Biểu đồ phân tích trên trang của ván đã xong ($side: bên đỏ, hoặc bên tiên trong Minishogi).
page-graph = Cơ hội thắng của { $side } qua từng nước
# Các trang của máy chủ: bảng xếp hạng ($by: cách xếp) và các ván mới nhất.
button-server-page = Trang bảng xếp hạng
server-page-title = Bảng xếp hạng · { $variant } · { $by }
server-page-by = { $by ->
    [rating] theo điểm
    [wins] theo số ván thắng
   *[games] theo số ván
}
server-page-rank = #
server-page-player = Người chơi
server-page-rating = Điểm
server-page-wins = Thắng
server-page-games = Số ván
server-page-latest = Các ván mới nhất
# Trang của người chơi trong máy chủ.
player-page-ratings = Điểm xếp hạng
player-page-rating = { $variant }: { $rating }
player-page-results = Kết quả trong máy chủ này
player-page-result = { $variant }: thắng { $wins }, thua { $losses }, hòa { $draws }
player-page-games = Các ván gần đây ở đây
player-page-history = Điểm { $variant } qua từng ván
button-player-page = Trang người chơi
