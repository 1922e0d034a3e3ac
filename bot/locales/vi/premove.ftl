premove-lines-head = { $game } (nước của đối thủ, rồi nước đáp của bạn):
premove-shown = Các nước đi có điều kiện của bạn trong ván { $lines }
premove-queued = Đã xếp hàng trong ván { $lines }
    Chỉ bạn nhìn thấy chúng{ $replaced ->
        [yes] {" "}(thay cho các nước trước đó)
       *[no] {""}
    }. Khi đối thủ đi một nước mà một dòng đã dự kiến, nước đáp của bạn được đi ngay và hiện là nước có điều kiện; nếu đối thủ đi nước khác thì tất cả bị hủy. /premove clear để hủy ngay.
premove-none = Bạn không có nước đi có điều kiện nào trong ván { $game }.
premove-none-example = Bạn không có nước đi có điều kiện nào trong ván { $game }: sau nước của bạn, /premove line:"{ $theirs } { $mine }" xếp hàng nước đáp của bạn: nếu họ đi { $theirs }, bạn đi { $mine } (thêm cặp trên cùng dòng, các dòng cách nhau bằng ;).
premove-dropped = Các nước đi có điều kiện của bạn trong ván { $game } đã bị hủy.

premove-in-line = dòng { $line }: { $what }
premove-empty = hãy đưa ít nhất một cặp: nước của đối thủ, rồi nước đáp của bạn
premove-too-many-lines = nhiều nhất { $max } dòng, không phải { $count }
premove-no-answer = { $move } không có nước đáp: mỗi dòng là các cặp nước của đối thủ rồi của bạn
premove-too-many-pairs = nhiều nhất { $max } cặp trong một dòng
premove-over-after-answer = ván cờ kết thúc sau { $move }: không thể có gì tiếp theo
premove-over-after-theirs = ván cờ kết thúc sau { $move }: không có gì để đáp
premove-their-move-why = nước { $text } của đối thủ không thể đi: { $why }
premove-their-move = nước { $text } của đối thủ không thể đi ở đó
premove-answer-why = nước đáp { $text } của bạn cho { $to } không thể đi: { $why }
premove-answer = nước đáp { $text } của bạn cho { $to } không thể đi ở đó
premove-two-ways = dòng { $a } và { $b } đáp { $reply } theo hai cách: { $x } và { $y }

refused-premove-dark = ván { $game } là ván cờ ẩn: không có nước đi có điều kiện, vì việc một nước như vậy được đi hay không sẽ cho bạn biết một nước mà bạn không thấy
refused-premove-palace = ván { $game } là với Palace, vốn đáp ngay lập tức: nước đi có điều kiện dành cho ván đấu với người
refused-premove-line-and-clear = hãy dùng line: để xếp hàng nước đi có điều kiện, hoặc clear: để hủy chúng, không dùng cả hai
refused-premove-none-to-clear = bạn không có nước đi có điều kiện nào trong ván { $game }
refused-premove-your-move = đến lượt bạn trong ván { $game }: hãy đi bằng /move; nước đi có điều kiện là để đáp các nước bạn dự kiến sau đó
refused-premove-mistake = không xếp hàng nước đi có điều kiện nào trong ván { $game }: { $why }
