from wire import put_json


def file_report(report):
    report["v"] = 2
    put_json("/crash", report)
