import multiprocessing

def work():
    pass

while True:
    multiprocessing.Process(target=work).start()
