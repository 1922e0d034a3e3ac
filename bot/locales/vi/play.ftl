line-unreadable = không đọc được dòng này: { $why }
line-unclosed-quote = một dấu ngoặc kép (") chưa được đóng
line-no-author = hãy bắt đầu dòng bằng người gõ nó, như  alice: { $text }
line-no-colon = hãy viết NAME: /command ... (ví dụ  alice: /challenge @bob minixiangqi)
line-nobody = dòng này không nêu ai trước ':'
line-not-a-place = '{ $place }' không phải là nơi: nơi bắt đầu bằng #, như #lobby
line-unexpected = có '{ $text }' thừa trước ':'
line-not-a-name = '{ $name }' không phải là tên: hãy viết không có @ hay #
line-palace-name = '{ $name }' là tên của chính Palace: người chơi cần tên khác (Palace chơi khi được thách đấu, với tên @Palace)
line-no-slash = lệnh bắt đầu bằng /, như  { $name }: /help
line-no-command = sau / phải là tên lệnh
line-wait-how = hãy viết /wait THỜI GIAN, như /wait 2d hoặc /wait 5h30m
line-not-a-duration = '{ $text }' không phải là khoảng thời gian: hãy viết 2d, 5h, 30m hoặc 1d12h
line-no-place-for = /{ $command } không có chỗ cho '{ $text }'
play-wait-help = /wait THỜI GIAN — (chỉ trong palace play) cho đồng hồ chạy tới, như 2d, 5h30m hoặc 1d12h: nhắc nhở và hết giờ đến hạn như bình thường
play-intro = Palace — hãy gõ các dòng như  alice: /challenge @bob minixiangqi  rồi  bob: /accept
    NAME #nơi: /command đặt nơi (mặc định #lobby); /wait 2d cho đồng hồ chạy tới; /help liệt kê các lệnh.

# Địa chỉ trang của ván cờ, báo khi ván bắt đầu ($url: địa chỉ).
play-page-at = Trang của ván { $game }: { $url }
# palace play tiếp tục mà không có trang các ván: địa chỉ đã bị dùng ($why: lời của hệ thống).
play-pages-not-served = Lần này không phục vụ trang các ván ({ $address }: { $why }); palace play --web ĐỊA_CHỈ:CỔNG phục vụ chúng ở chỗ khác.

clock-moved = đồng hồ đã chạy tới { $span }: { $done }
span-days = { $n } ngày
span-hours = { $n } giờ
span-minutes = { $n } phút
span-seconds = { $n } giây
clock-reminders = { $n ->
    [0] không gửi nhắc nhở nào
   *[other] đã gửi { $n } nhắc nhở
}
clock-timeouts = { $n ->
    [0] không ván nào hết giờ
   *[other] { $n } ván hết giờ
}
clock-expired = { $n } lời thách đấu hết hạn
