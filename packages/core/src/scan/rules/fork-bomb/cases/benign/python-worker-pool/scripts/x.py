import multiprocessing

def work(n):
    return n * n

with multiprocessing.Pool(4) as pool:
    print(pool.map(work, range(10)))
