import sys, time, statistics, concurrent.futures as cf, urllib.request
url = sys.argv[1]
def hit(_):
    t = time.perf_counter(); urllib.request.urlopen(url).read(); return time.perf_counter() - t
with cf.ThreadPoolExecutor(20) as ex:
    lat = sorted(ex.map(hit, range(1000)))
print("p50", statistics.median(lat), "p99", lat[int(len(lat) * 0.99)])
