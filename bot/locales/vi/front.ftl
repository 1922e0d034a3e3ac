limit-too-fast = Bạn đang gửi lệnh nhanh hơn mức Palace nhận từ một người; bạn có thể thử lại sau { $seconds } giây.
limit-heavy-in-flight = { $jobs ->
    [1] Palace vẫn đang xử lý lần phân tích hoặc xem lại gần nhất của bạn; hãy thử lại khi nó được trả lời.
   *[other] Palace vẫn đang xử lý { $jobs } lần phân tích hoặc xem lại của bạn; hãy thử lại khi có một cái được trả lời.
}
limit-busy = Palace đang có nhiều lần phân tích và xem lại chờ xử lý; hãy thử lại sau một phút (nước đi và bàn cờ không bị ảnh hưởng).
front-dms-closed = Palace không thể gửi tin nhắn riêng cho bạn, nên bàn cờ riêng của bạn chưa đến được. Hãy cho phép tin nhắn riêng từ thành viên của máy chủ này (Cài đặt quyền riêng tư), hoặc dùng /board để xem riêng ở đây. Ván cờ vẫn tiếp tục.
front-dms-closed-nowhere = Palace không thể gửi tin nhắn riêng cho bạn về các ván cờ của bạn (thông báo đến lượt hoặc lời nhắc) và không có kênh nào để báo cho bạn. Để nhận được, hãy thêm Palace vào ứng dụng của bạn, hoặc cho phép tin nhắn riêng từ thành viên của một máy chủ có cả bạn và Palace; trong lúc đó, /games cho biết đến lượt ai và thời gian còn lại.
front-done-elsewhere = Xong — xem { $where }.
front-done = Xong.
front-queued = Đang xếp sau { $ahead } lần phân tích hoặc xem lại; câu trả lời sẽ hiện ở đây.
front-went-wrong = Đã có lỗi ở phía Palace; hãy thử lại. Nếu bạn đã đi một nước, /board cho biết nước đó đã được đi hay chưa.
front-restarting = Palace đang khởi động lại; hãy thử lại sau một phút.
front-unknown-button = Palace không còn hiểu nút này nữa.
front-done-in-server = Xong — xem kênh của ván cờ trong máy chủ nơi nó được chơi.
refused-busy = ván cờ đó đang rất bận; không có gì thay đổi, hãy thử lại
refused-failed-inside = Palace gặp lỗi khi chạy /{ $command } (lỗi đã được ghi lại cho người vận hành); /board cho biết ván cờ đang thế nào, và có thể bấm lại nút
store-document = { $kind ->
    [game] ván { $key }
    [challenge] lời thách đấu { $key }
    [player] người chơi { $key }
   *[server] cài đặt của máy chủ { $key }
}
refused-store-unreadable = không đọc được bản lưu của { $what } ({ $why }); không có gì thay đổi
refused-store-unsure = kết nối tới cơ sở dữ liệu bị ngắt khi đang lưu ({ $why }): thay đổi có thể đã được lưu hoặc chưa; hãy xem lại (/board) trước khi thử lại
refused-store-failed = bộ lưu trữ của Palace gặp lỗi ({ $why }); không có gì thay đổi, hãy thử lại sau
typed-hint-dm = Gõ nước đi của bạn tại đây, ví dụ `C2=5` hoặc `炮二平五` (mọi ký hiệu Palace đọc được; thêm game:SỐ nếu bạn đang chơi nhiều ván), hoặc dùng /move. /help liệt kê mọi lệnh.
typed-hint-mention = Để chơi bằng tin nhắn, hãy viết nước đi sau lời nhắc, ví dụ `@Palace C2=5` (mọi ký hiệu Palace đọc được; thêm game:SỐ nếu bạn đang chơi nhiều ván), hoặc dùng /move. /help liệt kê mọi lệnh.
