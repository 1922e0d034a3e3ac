list-comma = ,{" "}
list-and = { $rest } và { $last }
games-phrase = { $count ->
    [1] ván { $games }
   *[other] các ván { $games }
}

vacation-away = Bạn đang nghỉ phép đến { $until } (còn { $left }): đồng hồ của các ván cờ của bạn đang dừng. { $allowance }Dùng /vacation end nếu bạn quay lại sớm.
vacation-off = Chức năng nghỉ phép đã bị tắt trên bot này.
vacation-not-away = Bạn không nghỉ phép. { $allowance } /vacation days:N dừng đồng hồ của tất cả các ván cờ của bạn trong N ngày.

vacation-went-away = Bạn nghỉ phép đến { $until } ({ $left }): { $clocks }. { $allowance } Dùng /vacation end nếu bạn quay lại sớm.
vacation-no-games = bạn không có ván cờ nào đang chơi; các ván bắt đầu trong lúc đó cũng sẽ chờ bạn
vacation-stopped = { $count ->
    [1] đồng hồ của ván { $games } đã dừng
   *[other] đồng hồ của các ván { $games } đã dừng
}
vacation-told-one = { $stopped } và đối thủ của bạn đã được báo
vacation-told-all = { $stopped } và các đối thủ của bạn đã được báo
vacation-untold-one = { $stopped }; đối thủ của bạn đã được báo về một lần nghỉ phép của bạn cách đây chưa đầy một ngày nên không được báo lại (/games của họ có hiển thị)
vacation-untold-all = { $stopped }; các đối thủ của bạn đã được báo về một lần nghỉ phép của bạn cách đây chưa đầy một ngày nên không được báo lại (/games của họ có hiển thị)
vacation-untold-some = { $stopped } và các đối thủ của bạn đã được báo, trừ { $untold }, nơi { $count ->
    [1] đối thủ
   *[other] các đối thủ
} đã được báo về một lần nghỉ phép của bạn cách đây chưa đầy một ngày (/games của họ có hiển thị)
vacation-away-notice = Ván { $game }: { $name } nghỉ phép đến { $until } ({ $left }): đồng hồ dừng đến lúc đó{ $also }.
vacation-also-other = {" "}và trong lúc người chơi kia nghỉ phép, đến { $until }

vacation-came-back = Chào mừng bạn trở lại: bạn đã nghỉ { $away }. { $allowance } Mỗi ngày đã bắt đầu đều được tính.{ $untold }
vacation-less-than-a-minute = chưa đến một phút
vacation-back-untold = {" "}{ $count ->
    [1] Đối thủ của bạn trong { $games } đã được báo về một lần nghỉ phép của bạn cách đây chưa đầy một ngày nên không được báo lại (/games của họ có hiển thị).
   *[other] Các đối thủ của bạn trong { $games } đã được báo về một lần nghỉ phép của bạn cách đây chưa đầy một ngày nên không được báo lại (/games của họ có hiển thị).
}
vacation-back-notice = Ván { $game }: { $name } đã quay lại sớm: { $how }.
vacation-still-stopped = đồng hồ vẫn dừng trong lúc người chơi kia nghỉ phép, đến { $until }
vacation-runs-again = đồng hồ chạy lại

refused-days-and-end = hãy dùng days: để nghỉ phép, hoặc end: để quay lại sớm, không dùng cả hai
refused-vacations-off = chức năng nghỉ phép đã bị tắt trên bot này
refused-not-away = bạn không nghỉ phép (/vacation days:N dừng đồng hồ của bạn trong N ngày)
refused-no-vacation-left = bạn đã hết ngày nghỉ phép: cả { $allowance } ngày trong mỗi 365 ngày đã được dùng
refused-vacation-too-long = { $days } ngày là nhiều hơn số ngày nghỉ phép bạn còn: còn { $left } trong { $allowance } ngày của mỗi 365 ngày
