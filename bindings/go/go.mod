module tenferro.example/tenferro

go 1.19
