model = Model(
    a=1,
    b="x\
y")