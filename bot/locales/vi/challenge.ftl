challenge-terms = { $variant } ({ $rated ->
    [yes] tính điểm
   *[no] giao hữu
}, { $days } ngày mỗi nước{ $own ->
    [yes] , thế cờ khởi đầu riêng
   *[no] {""}
}{ $side ->
    [random] ; bên chơi được chọn ngẫu nhiên
   *[other] ; { $challenger } cầm { $side }
})
challenge-to-you = { $challenger } thách đấu bạn { $terms } ở { $place }: gõ /accept challenge:{ $id } ở đó để nhận lời.

challenge-offered = { $challenger } thách đấu { $to } { $terms }. { $to }: /accept challenge:{ $id } hoặc /decline challenge:{ $id }.
challenge-open = { $challenger } mời chơi một ván { $terms }. Bất kỳ ai ở đây đều có thể /accept challenge:{ $id }.
challenge-start = Thế cờ khởi đầu:{" "}
challenge-held-back = { $opponent } đã được báo về một lời thách đấu của bạn cách đây chưa đến { $minutes } phút, nên lời thách đấu này được đăng mà không nhắc tên hay nhắn tin cho họ lần nữa
game-begins = Ván { $game } bắt đầu: { $red } vs { $black }, { $variant }, { $days } ngày mỗi nước, { $rated ->
    [yes] tính điểm
   *[no] giao hữu
}. { $first } đi trước.
game-begins-event = (Giải #{ $tournament }, vòng { $round }.)
challenge-declined = { $by } đã từ chối lời thách đấu { $id } của { $challenger }.
challenge-withdrawn = { $by } đã rút lại lời thách đấu { $id }.
challenge-expired = Lời thách đấu { $id } của { $by } đã hết hạn mà không ai trả lời.

refused-yourself = bạn không thể thách đấu chính mình
refused-own-start-rated = ván cờ từ thế khởi đầu riêng không thể tính điểm: hãy thêm rated:false
refused-bad-start = không dùng được thế cờ khởi đầu đó: { $reason }
refused-start-decided = thế cờ khởi đầu đó đã phân thắng bại: { $result }
refused-level-with-opponent = level: dùng cho ván đấu với Palace; hãy bỏ opponent:{ $opponent } (hoặc bỏ level: để thách đấu người đó)
refused-palace-unrated = ván đấu với Palace không tính điểm: hãy bỏ rated: hoặc thêm rated:false
refused-too-many-open = bạn đang có { $count } lời thách đấu mở, bằng mức tối đa: hãy /cancel một trong số đó trước ({ $which })
refused-too-many-engine-games = bạn đang chơi với Palace { $count } ván, bằng mức tối đa: hãy chơi xong hoặc /resign một ván trước ({ $which })
refused-takes-none = { $name } hiện không nhận lời thách đấu đích danh (cài đặt /settings của họ là challenges:off); lời thách đấu mở (/challenge không có opponent:) thì ai ở đây cũng có thể nhận
refused-no-such-challenge = ở đây không có lời thách đấu { $id } (có thể nó đã được nhận, bị rút lại hoặc đã hết hạn)
refused-which-challenge = lời thách đấu nào? hãy thêm một trong số { $which }
refused-nothing-to-accept = ở đây không có lời thách đấu nào để bạn nhận
refused-own-challenge = lời thách đấu { $id } là của chính bạn: người khác mới nhận được (/cancel challenge:{ $id } để rút lại)
refused-not-for-you = lời thách đấu { $id } không gửi cho bạn
refused-challenge-expired = lời thách đấu { $id } đã hết hạn
refused-nothing-to-decline = ở đây không có lời thách đấu nào gửi cho bạn
refused-yours-to-cancel = lời thách đấu { $id } là của bạn: /cancel để rút lại
refused-nothing-to-withdraw = bạn không có lời thách đấu nào ở đây để rút lại
refused-not-yours-to-withdraw = lời thách đấu { $id } không phải của bạn nên bạn không thể rút lại
refused-challenge-unreadable = không đọc được lời thách đấu { $id } ({ $reason }); các lời thách đấu và ván cờ khác của bạn không bị ảnh hưởng
challenge-which-game = Thách đấu { $to } ván cờ nào?
challenge-which-game-open = Bạn thách đấu bất kỳ ai ở đây ván cờ nào?
