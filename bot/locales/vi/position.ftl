position-your-moves = Đến lượt bạn: { $count } nước đi hợp lệ.
