puzzle-shown = { $resumed ->
    [yes] Bạn đang giải bài này
   *[no] Bài tập
}, từ ván { $game } ({ $variant }, { $red } vs { $black }, nước { $number }): { $side } đi và thắng. Trả lời bằng /move; /puzzle hint cho gợi ý, /puzzle answer cho đáp án, /puzzle next cho bài khác.
puzzle-hint-drop = Gợi ý: đó là một nước thả: một quân từ trong tay. Trả lời bằng /move.
puzzle-hint-from = Gợi ý: quân cần đi là quân ở { $square }. Trả lời bằng /move.
puzzle-worth-mate = nó dẫn đến chiếu hết bắt buộc
puzzle-worth-pawns = nó giữ được lợi thế { $pawns } tốt
puzzle-answer = Đáp án: { $move } ({ $coordinate }); { $worth }. Trong ván cờ, nước đã đi là { $played }. /puzzle cho bài tiếp.
puzzle-not-it = Không phải { $move }: thử lại (/puzzle hint để có gợi ý, /puzzle answer để xem đáp án).
puzzle-solved = Đúng{ $hinted ->
    [yes] {" "}với gợi ý
   *[no] {""}
}: { $move } — { $worth }. Trong ván cờ, nước đã đi là { $played }. Số bài đã giải: { $solved }. /puzzle cho bài tiếp.
puzzle-none-yet = Bạn chưa có bài tập nào. Bài tập lấy từ các ván đã kết thúc — của bạn trước, rồi của máy chủ này — nơi bên đến lượt có một nước thắng rõ ràng duy nhất nhưng lại đi nước khác; phần phân tích sau mỗi ván sẽ tìm ra chúng.
refused-no-puzzle-open = bạn không có bài tập nào đang mở: /puzzle để nhận một bài
refused-puzzle-no-answer = đó không phải là đáp án của bài tập: { $why }
refused-puzzle-gone = bài tập của bạn từ ván { $game } không còn đọc được: /puzzle next để nhận bài khác

position-captures = Ăn quân: { $moves }
position-checks = Chiếu: { $moves }
position-others = Khác: { $moves }
position-fen = Ván { $game } ({ $variant }), nửa nước { $ply }: FEN `{ $fen }`
position-dark = Ván { $game } ({ $variant }), nửa nước { $ply }: góc nhìn của bạn với tư cách { $side }, phía bạn ở dưới như trên bàn cờ của bạn (chữ cái là quân bạn thấy, chữ hoa là của bên Đỏ; `.` trống, `?` quân không nhận ra, `#` sương mù)
position-over = Ván cờ đã kết thúc.
position-to-move = Đến lượt { $who } đi.
refused-dark-position = ván { $game } là ván cờ ẩn: thế cờ được giữ kín cho đến khi kết thúc

settings = Cài đặt của bạn: ngôn ngữ { $language }; quân cờ { $style_name } (style:{ $style }); nước đi ghi bằng { $xiangqi } cho cờ tướng (notation:{ $xiangqi_name }) và { $shogi } cho Shogi mini (notation:{ $shogi_name }); cách báo lượt đi, thách đấu và nhắc nhở: { $how } (notify:{ $notify }); { $reminded }; { $challenged }.
settings-language-chosen = { $endonym } (language:{ $tag })
settings-language-discord = theo Discord của bạn
settings-style = { $style ->
    [western] kiểu phương Tây
   *[traditional] truyền thống
}
settings-notify = { $notify ->
    [ping] nhắc tên trong kênh của ván cờ
    [dm] tin nhắn riêng
   *[off] không báo (bạn tự xem)
}
settings-challenges = { $on ->
    [yes] ai cũng có thể thách đấu đích danh bạn (challenges:on)
   *[no] không ai có thể thách đấu đích danh bạn, thách đấu mở vẫn dành cho bạn (challenges:off)
}
settings-remind-default = nhắc 24 giờ và 1 giờ trước hạn, chỉ 1 giờ trong ván 1 ngày (remind:default)
settings-remind-off = không nhắc (remind:off)
settings-remind = nhắc { $times } trước hạn (remind:{ $option })
notation-name = { $notation ->
    [wxf] WXF
    [chinese] kiểu Trung Quốc
    [iccs] ICCS
    [western] kiểu phương Tây
    [japanese] kiểu Nhật
   *[usi] USI
}

## /settings for:server.

server-settings = Cài đặt của máy chủ này, cho những gì Palace đăng công khai ở đây: ngôn ngữ { $language }; nước đi ghi bằng { $xiangqi } cho cờ tướng (notation:{ $xiangqi_name }) và { $shogi } cho Shogi mini (notation:{ $shogi_name }). Thành viên có quyền Quản Lý Máy Chủ đổi chúng bằng /settings for:server.
server-settings-organisers = Ngoài người quản lý, thành viên có vai trò <@&{ $role }> cũng mở được giải đấu (organisers:).
server-settings-organisers-everyone = Ai ở đây cũng mở được giải đấu (organisers:@everyone).
server-settings-language-chosen = { $endonym } (language:{ $tag })
server-settings-language-discord = theo Discord của máy chủ ({ $endonym })
refused-no-server-here = cài đặt của máy chủ được đổi trong chính máy chủ đó: đây là tin nhắn riêng
refused-not-server-manager = chỉ thành viên có quyền Quản Lý Máy Chủ mới đổi được cài đặt của máy chủ này; /settings for:server để xem
refused-personal-setting = style, notify, challenges và remind là cài đặt riêng của từng người chơi: cài đặt của máy chủ chỉ gồm ngôn ngữ và cách ghi nước đi
