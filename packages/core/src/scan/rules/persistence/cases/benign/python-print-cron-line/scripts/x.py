print("Add this line with crontab -e: 0 3 * * * python3 backup.py")
